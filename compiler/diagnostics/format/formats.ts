export const outputFormats = ["human", "json", "sarif", "github"] as const;
export type OutputFormat = (typeof outputFormats)[number];
