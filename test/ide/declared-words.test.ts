/** A set's own words in the editor: checked with the project, kept through incremental re-checks, hovered and completed. */
import { describe, expect, it } from "vitest";
import { completion, hover } from "../../compiler/services/ide/index.ts";
import { fixture } from "./fixture.ts";

const WORDS = 'game lotr-tcg\nset 2 "Mines of Moria"\n\nkeyword Tentacle "Tentacle minions lurk in water."\nminion race Creature "A beast of Middle-earth."\n\ncard 2C1 "Stub" {\n  Moria condition\n  twilight 0\n}\n';
const watcher = (body: string) => `game lotr-tcg\nset 2 "Mines of Moria"\n\ncard 2U58 "Watcher in the Water" {\n  unique Moria minion, Creature\n  twilight 4, strength 10, vitality 4, site 2\n\n  ${body}\n}\n`;
const codes = (ws: { diagnostics(p: string): { code: string }[] }, path: string) => ws.diagnostics(path).map((d) => d.code);

describe("declared words in the workspace", () => {
  it("a card of another file uses them cleanly, and still does after an edit re-checks that card alone", () => {
    const { ws } = fixture(`//- /words.card\n${WORDS}//- /watcher.card\n${watcher("Tentacle.")}`);
    expect(codes(ws, "/watcher.card")).toEqual([]);
    ws.setFile("/watcher.card", watcher("Tentacle.\n  Skirmish: exert a Creature."));
    expect(codes(ws, "/watcher.card")).toEqual([]);
    ws.setFile("/watcher.card", watcher("Tentacl."));
    expect(codes(ws, "/watcher.card").length).toBeGreaterThan(0);
  });

  it("without the declaring file, the race is unknown", () => {
    const { ws } = fixture(`//- /watcher.card\n${watcher("Damage +1.")}`);
    expect(codes(ws, "/watcher.card")).toContain("CS3024");
  });

  it("hover shows a declared keyword's documentation; completion offers it", () => {
    const { ws, file, offset } = fixture(`//- /words.card\n${WORDS}//- /watcher.card\n${watcher("Tenta$0cle.")}`);
    expect(JSON.stringify(hover(ws, file, offset)?.contents ?? "")).toContain("Tentacle minions lurk in water.");
    const items = completion(ws, file, offset).items.map((i) => i.label);
    expect(items.some((l) => l.includes("Tentacle"))).toBe(true);
  });
});
