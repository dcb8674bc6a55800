import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const extensionDir = fileURLToPath(new URL("../../lsp/vscode/", import.meta.url));
const read = (file: string) => JSON.parse(readFileSync(join(extensionDir, file), "utf8"));
const manifest = read("package.json");
const languageConfiguration = read("language-configuration.json");

describe("extension manifest", () => {
  it("identifies the extension and its entry point", () => {
    expect(manifest).toMatchObject({ name: "cardscript", publisher: "cardscript", main: "./out/extension.js", engines: { vscode: "^1.90.0" } });
    expect(manifest.type ?? "commonjs").toBe("commonjs"); // out/extension.js is a CommonJS bundle
  });

  it("contributes the cardscript language for .card files, with existing configuration and grammar files", () => {
    const [language] = manifest.contributes.languages;
    expect(language).toMatchObject({ id: "cardscript", extensions: [".card"] });
    expect(language.aliases).toContain("Cardscript");
    expect(existsSync(join(extensionDir, language.configuration))).toBe(true);
    const [grammar] = manifest.contributes.grammars;
    expect(grammar).toMatchObject({ language: "cardscript", scopeName: "source.cardscript", path: "./syntaxes/cardscript.tmLanguage.json" });
    expect(read(grammar.path).scopeName).toBe(grammar.scopeName);
  });

  it("contributes deck and scenario languages, each activating the extension and sent to the server", () => {
    const byId = Object.fromEntries(manifest.contributes.languages.map((l: { id: string }) => [l.id, l]));
    expect(byId["cardscript-deck"]).toMatchObject({ extensions: [".deck"] });
    expect(byId["cardscript-scenario"]).toMatchObject({ extensions: [".scenario"] });
    for (const l of manifest.contributes.languages) {
      expect(existsSync(join(extensionDir, l.configuration))).toBe(true);
      expect(manifest.activationEvents).toContain(`onLanguage:${l.id}`);
    }
    const source = readFileSync(join(extensionDir, "src/extension.ts"), "utf8");
    const selected = [...source.matchAll(/\{ language: "([^"]+)" \}/g)].map((m) => m[1]);
    expect(selected.sort()).toEqual(manifest.contributes.languages.map((l: { id: string }) => l.id).sort());
  });

  it("declares the settings and every command the client registers", () => {
    expect(Object.keys(manifest.contributes.configuration.properties).sort()).toEqual(["cardscript.server.path", "cardscript.trace.server"]);
    expect(manifest.contributes.configuration.properties["cardscript.trace.server"].enum).toEqual(["off", "messages", "verbose"]);
    const source = readFileSync(join(extensionDir, "src/extension.ts"), "utf8");
    const registered = [...source.matchAll(/registerCommand\("([^"]+)"/g)].map((m) => m[1]);
    expect(registered).toEqual(["cardscript.restartServer"]);
    expect(manifest.contributes.commands.map((c: { command: string }) => c.command)).toEqual(registered);
  });

  it("ships a README, a LICENSE and a .vscodeignore that leaves sources out", () => {
    expect(existsSync(join(extensionDir, "README.md"))).toBe(true);
    expect(readFileSync(join(extensionDir, "LICENSE"), "utf8")).toContain("MIT License");
    expect(readFileSync(join(extensionDir, ".vscodeignore"), "utf8").split("\n")).toEqual(expect.arrayContaining(["src/**", "scripts/**", "node_modules/**"]));
  });
});

describe("language configuration", () => {
  const wordPattern = new RegExp(languageConfiguration.wordPattern, "g");
  const words: [text: string, words: string[]][] = [
    ["exert an Uruk-hai", ["exert", "an", "Uruk-hai"]],
    ["Saruman's Ambition", ["Saruman's", "Ambition"]],
    ["Saruman’s Ambition", ["Saruman’s", "Ambition"]],
    ["skirmishing a Nazgûl.", ["skirmishing", "a", "Nazgûl"]],
    ["Úlairë Toldëa", ["Úlairë", "Toldëa"]],
    ["the Ring-bearer (resistance 10)", ["the", "Ring-bearer", "resistance", "10"]],
    ["card 1U12 {", ["card", "1U12"]],
    ["strength +2, vitality -1", ["strength", "+2", "vitality", "-1"]],
    ["a [dwarven] hand weapon", ["a", "dwarven", "hand", "weapon"]],
  ];
  for (const [text, expected] of words) {
    it(`words of ${JSON.stringify(text)}`, () => expect(text.match(wordPattern)).toEqual(expected));
  }

  it("folds card blocks", () => {
    const start = new RegExp(languageConfiguration.folding.markers.start);
    const end = new RegExp(languageConfiguration.folding.markers.end);
    expect(start.test('card 1U12 "Gimli" "Dwarf of Erebor" {')).toBe(true);
    expect(start.test('card 1C26 "Their Halls of Stone" { # event')).toBe(true);
    expect(start.test("  Fellowship: exert Gimli then draw a card.")).toBe(false);
    expect(end.test("}")).toBe(true);
    expect(end.test("  Damage +1.")).toBe(false);
  });

  it("comments with #, matches and auto-closes brackets and quotes", () => {
    expect(languageConfiguration.comments).toEqual({ lineComment: "#" });
    expect(languageConfiguration.brackets).toEqual([["{", "}"], ["(", ")"], ["[", "]"]]);
    expect(languageConfiguration.autoClosingPairs.map((p: { open: string; close: string }) => p.open + p.close)).toEqual(["{}", "()", "[]", '""']);
    expect(languageConfiguration.surroundingPairs).toEqual(expect.arrayContaining([['"', '"']]));
  });
});
