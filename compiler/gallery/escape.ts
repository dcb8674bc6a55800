/**
 * Escaping for the gallery's pages: titles, texts and sources are user input, and the pages are opened from disk
 * (file://), where a script injected through a title would run with the reader's rights on their files.
 */

const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/**
 * Text for HTML and SVG content and attribute values. Characters XML forbids (C0 controls but tab and line breaks,
 * U+FFFE/U+FFFF) become U+FFFD: a stand-alone SVG file holding one would not open at all.
 */
export function escapeMarkup(text: string): string {
  return text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, "\uFFFD").replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}

/**
 * A value as a JavaScript expression for a script file or element: JSON, with `<`, `>` and `&` written as escapes
 * (no `</script>` or `<!--` can end or comment out the script) and U+2028/U+2029 too (line breaks to older parsers).
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}
