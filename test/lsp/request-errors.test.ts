/** A request the server cannot answer as asked gets the protocol's error for it, not an internal failure in the log. */
import { ResponseError } from "vscode-jsonrpc/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startClient, type Client } from "./client.ts";

describe("language server: bad requests", () => {
  let client: Client;
  beforeAll(async () => {
    client = await startClient();
  });
  afterAll(async () => {
    await client.stop();
  });

  it.each(["textDocument/hover", "textDocument/definition", "textDocument/completion"])("%s without a document: InvalidParams, nothing logged", async (method) => {
    const error = await client.connection.sendRequest(method, { position: { line: 0, character: 0 } }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ResponseError);
    expect((error as ResponseError<void>).code).toBe(-32602);
    expect((error as ResponseError<void>).message).toMatch(/textDocument\.uri is missing/);
    expect(client.errors).toEqual([]);
  });
});
