/**
 * Text for a terminal with its control characters made visible: a card's text or title may hold an ANSI escape
 * sequence or a bidirectional override (CS3015), which a terminal would run or obey instead of printing. Each such
 * character is written as its escape (`\x1B`, `\u202E`); line breaks and tabs stay.
 */
const controls = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/gu;

export function visible(text: string): string {
  return text.replace(controls, (c) => {
    const code = c.codePointAt(0)!;
    return code <= 0xff ? `\\x${code.toString(16).toUpperCase().padStart(2, "0")}` : `\\u${code.toString(16).toUpperCase()}`;
  });
}
