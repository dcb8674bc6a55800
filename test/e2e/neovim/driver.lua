-- Drives neovim's built-in LSP client through a session of steps and writes what the editor saw as JSON.
-- Run by test/e2e/neovim.test.ts:  nvim --headless --clean -u NONE -i NONE -n -c "luafile driver.lua" plan.json
-- The plan (written by the test) names the server command, the workspace and the steps; each step runs through
-- the editor's own machinery (buffers, didOpen/didChange from buffer edits, util.apply_workspace_edit, :wall), so
-- the test checks what a user of the editor gets. Written for neovim 0.7 (Debian 12) and later: no vim.lsp.start,
-- no `nvim -l`.
vim.o.hidden = true -- buffers edited and not written may be left for others
local plan = vim.json.decode(table.concat(vim.fn.readfile(vim.fn.argv(0)), "\n"))
local timeout = plan.timeoutMs
local results = {}
local published = {} -- uri -> the last publishDiagnostics params
local exit_code

local function fail(message)
  error(message, 0)
end

local function wait_for(what, condition)
  if not vim.wait(timeout, condition, 10) then fail("timed out waiting for " .. what) end
end

local function path_of(file)
  return plan.root .. "/" .. file
end

local server_errors = {}
local handlers = {
  ["textDocument/publishDiagnostics"] = function(err, result, ctx, config)
    published[result.uri] = result
    return vim.lsp.diagnostic.on_publish_diagnostics(err, result, ctx, config)
  end,
  ["window/logMessage"] = function(err, result, ctx, config)
    if result.type == vim.lsp.protocol.MessageType.Error then table.insert(server_errors, result.message) end
    return vim.lsp.handlers["window/logMessage"](err, result, ctx, config)
  end,
}

local initialized = false
local client_id = vim.lsp.start_client({
  name = "cardscript",
  cmd = plan.cmd,
  cmd_cwd = plan.cmdCwd,
  root_dir = plan.root,
  handlers = handlers,
  on_init = function()
    initialized = true
  end,
  on_exit = function(code)
    exit_code = code
  end,
})
if not client_id then fail("the server did not start: " .. vim.inspect(plan.cmd)) end
local client = vim.lsp.get_client_by_id(client_id)

-- Every buffer of a project file read into the editor gets the client, as a user's FileType autocommand does:
-- those :edit opens, and those a rename's workspace edit loads.
vim.api.nvim_create_autocmd("BufReadPost", {
  pattern = { "*.card", "*.deck", "*.scenario" },
  callback = function(args)
    vim.lsp.buf_attach_client(args.buf, client_id)
  end,
})

-- Buffers opened in the editor, by file (relative to the workspace).
local buffers = {}

local function open(file)
  if buffers[file] then
    vim.api.nvim_set_current_buf(buffers[file])
  else
    vim.cmd("edit " .. vim.fn.fnameescape(path_of(file)))
    buffers[file] = vim.api.nvim_get_current_buf()
  end
  return buffers[file]
end

--- The one response of the server to a request from `buf`, or an error.
local function request(buf, method, params)
  local responses, err = vim.lsp.buf_request_sync(buf, method, params, timeout)
  if not responses then fail(method .. ": " .. tostring(err)) end
  local response = responses[client_id]
  if not response then fail(method .. ": no response") end
  if response.err then fail(method .. ": " .. vim.inspect(response.err)) end
  return response.result
end

--- Puts the cursor of the current window at a step's 0-based line and byte column.
local function place_cursor(step)
  local buf = open(step.file)
  vim.api.nvim_win_set_cursor(0, { step.line + 1, step.col })
  return buf
end

--- The current window's cursor as a request's position, in the encoding the client speaks (UTF-16).
local function position_params()
  return vim.lsp.util.make_position_params(0, client.offset_encoding)
end

local function buffer_text(buf)
  return table.concat(vim.api.nvim_buf_get_lines(buf, 0, -1, false), "\n") .. "\n"
end

local function diagnostics_of(file)
  local p = published[vim.uri_from_fname(path_of(file))]
  return { published = p and p.diagnostics or {}, shown = #vim.diagnostic.get(buffers[file]) }
end

local function cursor_location()
  local row, col = unpack(vim.api.nvim_win_get_cursor(0))
  local name = vim.api.nvim_buf_get_name(0)
  return { file = name:sub(#plan.root + 2), line = row - 1, col = col, text = vim.api.nvim_get_current_line() }
end

local steps = {}

-- Opens files in buffers (each sends didOpen).
function steps.open(step)
  for _, file in ipairs(step.files) do open(file) end
end

-- Asks the server something that makes it re-check everything first, twice: notifications sent before a response
-- are handled before it, and the server publishes what an edit changed within a few turns of its event loop, so
-- after two round trips nothing it publishes for the files opened so far is still on the way. (The client also
-- sends pending changes before a request.)
local function settle(buf)
  request(buf, "workspace/symbol", { query = "" })
  request(buf, "workspace/symbol", { query = "" })
end

-- What was published for files, and which files of the workspace have any diagnostic.
function steps.diagnostics(step)
  settle(open(step.files[1]))
  local all = vim.empty_dict()
  for uri, p in pairs(published) do
    if #p.diagnostics > 0 then all[vim.uri_to_fname(uri)] = #p.diagnostics end
  end
  local files = {}
  for _, file in ipairs(step.files) do files[file] = diagnostics_of(file) end
  return { files = files, nonEmpty = all }
end

-- Replaces a 0-based line's byte columns [col, endCol) with text, as typing would, and waits for the diagnostics
-- of the new version as the editor shows them while one types; none come for a text without problems, so after the
-- wait the step reports none rather than failing the session.
function steps.edit(step)
  local buf = open(step.file)
  vim.api.nvim_buf_set_text(buf, step.line, step.col, step.line, step.endCol, { step.text })
  local uri = vim.uri_from_bufnr(buf)
  local function current()
    -- the client sends the buffer's changedtick as the document's version
    local p = published[uri]
    return p ~= nil and p.version == vim.api.nvim_buf_get_changedtick(buf)
  end
  if not vim.wait(timeout, current, 10) then return { published = {}, shown = #vim.diagnostic.get(buf) } end
  return diagnostics_of(step.file)
end

-- Replaces a buffer's whole text.
function steps.replace(step)
  local buf = open(step.file)
  vim.api.nvim_buf_set_lines(buf, 0, -1, false, vim.split(step.text:gsub("\n$", ""), "\n", { plain = true }))
end

function steps.completion(step)
  local buf = place_cursor(step)
  local result = request(buf, "textDocument/completion", position_params())
  local items = result and (result.items or result) or {}
  local labels = {}
  for _, item in ipairs(items) do table.insert(labels, item.label) end
  return { labels = labels }
end

function steps.hover(step)
  local buf = place_cursor(step)
  local result = request(buf, "textDocument/hover", position_params())
  if result == nil or result == vim.NIL then return { markdown = vim.NIL } end
  -- how the editor shows it: the floating window's lines
  local lines = vim.lsp.util.convert_input_to_markdown_lines(result.contents)
  return { kind = result.contents.kind, markdown = table.concat(lines, "\n") }
end

-- Go to definition as the editor's handler does it: jump to the (first) location, report where the cursor is.
function steps.definition(step)
  local buf = place_cursor(step)
  local result = request(buf, "textDocument/definition", position_params())
  if result == nil or result == vim.NIL then return { location = vim.NIL } end
  local location = result[1] or result
  vim.lsp.util.jump_to_location(location, client.offset_encoding)
  return { location = cursor_location() }
end

-- References (the declaration included), then rename: the workspace edit is applied by the editor (it opens
-- the files it changes) and every changed buffer written with :wall.
function steps.rename(step)
  local buf = place_cursor(step)
  local params = position_params()
  params.context = { includeDeclaration = true }
  local references = request(buf, "textDocument/references", params)
  params.context = nil
  params.newName = step.newName
  local edit = request(buf, "textDocument/rename", params)
  if edit == nil or edit == vim.NIL then fail("rename: no edit") end
  vim.lsp.util.apply_workspace_edit(edit, client.offset_encoding)
  vim.cmd("silent wall")
  local function relative(uri)
    return vim.uri_to_fname(uri):sub(#plan.root + 2)
  end
  local refs, edits = {}, {}
  for _, r in ipairs(references or {}) do
    table.insert(refs, { file = relative(r.uri), line = r.range.start.line, character = r.range.start.character })
  end
  for uri, changes in pairs(edit.changes or {}) do
    for _, c in ipairs(changes) do
      table.insert(edits, { file = relative(uri), line = c.range.start.line, character = c.range.start.character, newText = c.newText })
    end
  end
  for _, change in ipairs(edit.documentChanges or {}) do
    for _, c in ipairs(change.edits or {}) do
      table.insert(edits, { file = relative(change.textDocument.uri), line = c.range.start.line, character = c.range.start.character, newText = c.newText })
    end
  end
  return { references = refs, edits = edits }
end

-- Formats the buffer with the editor's formatting command and reports its text.
function steps.format(step)
  local buf = open(step.file)
  if vim.lsp.buf.format then
    vim.lsp.buf.format({ timeout_ms = timeout })
  else
    vim.lsp.buf.formatting_sync(nil, timeout)
  end
  return { text = buffer_text(buf) }
end

local function write_results(extra)
  local v = vim.version()
  local out = vim.tbl_extend("force", { nvim = string.format("%d.%d.%d", v.major, v.minor, v.patch), steps = results }, extra)
  vim.fn.writefile({ vim.json.encode(out) }, plan.out)
end

local ok, err = pcall(function()
  wait_for("the server to initialize", function()
    return initialized
  end)
  for k, step in ipairs(plan.steps) do
    local run = steps[step["do"]]
    if not run then fail("unknown step " .. tostring(step["do"])) end
    local done, result = pcall(run, step)
    if not done then fail("step " .. k .. " (" .. step["do"] .. "): " .. tostring(result)) end
    results[k] = result or vim.empty_dict()
  end
  vim.lsp.stop_client(client_id)
  wait_for("the server to exit", function()
    return exit_code ~= nil
  end)
end)
-- on failure, the end of the client's log, which holds what the server wrote to stderr
local log = not ok and vim.fn.filereadable(vim.lsp.get_log_path()) == 1 and vim.fn.readfile(vim.lsp.get_log_path(), "", -20) or {}
write_results({ error = ok and vim.NIL or tostring(err), log = log, serverExit = exit_code or vim.NIL, serverErrors = server_errors })
vim.cmd(ok and "qall!" or "cquit! 1")
