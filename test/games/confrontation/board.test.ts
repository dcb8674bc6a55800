import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { backwardOf, CAPACITY, FORWARD, forwardOf, REGIONS, ROUTES, ROWS, SETUP, SIDEWAYS, sidewaysOf } from "../../../runtime/games/confrontation/board.ts";
import { legalActions } from "../../../runtime/games/confrontation/engine.ts";
import { position, idOf } from "./positions.ts";

// The reference data, when the shared folder is beside the repository (the board itself is written into board.ts).
const dataPath = resolve(import.meta.dirname, "../../../../shared/data/confrontation.json");
const data = existsSync(dataPath) ? JSON.parse(readFileSync(dataPath, "utf8")) : null;

describe("board against the reference data", () => {
  it.skipIf(!data)("rows, forward links, sideways links, capacities, set-up", () => {
    expect(ROWS).toEqual(data.rows);
    expect(FORWARD).toEqual(data.forward);
    expect(SIDEWAYS).toEqual(data.sideways);
    expect(CAPACITY).toEqual(data.capacityPerSide);
    const { firstPlayer, ...setup } = data.setup;
    expect(SETUP).toEqual(setup);
    expect(firstPlayer).toBe("sauron");
    const anduin = data.specialRoutes.find((r: { name: string }) => r.name === "The Anduin").path;
    expect(ROUTES.filter((r) => r.id === "anduin").map((r) => [r.from, r.to])).toEqual([[anduin[0], anduin[1]], [anduin[1], anduin[2]]]);
    expect(ROUTES.find((r) => r.id === "tunnel-of-moria")).toMatchObject({ from: "Eregion", to: "Fangorn", side: "fellowship" });
  });
});

describe("board rules", () => {
  it("has 16 regions; Sauron moves along the Fellowship's links reversed", () => {
    expect(REGIONS).toHaveLength(16);
    for (const r of REGIONS) for (const to of FORWARD[r]!) expect(forwardOf("sauron", to)).toContain(r);
    expect(forwardOf("sauron", "Mordor")).toEqual(["Dagorlad", "Gondor"]);
    expect(backwardOf("fellowship", "Fangorn")).toEqual(["Misty Mountains", "Caradhras"]);
  });
  it("has no sideways links in the mountains, the Shire or Mordor", () => {
    for (const r of ["High Pass", "Misty Mountains", "Caradhras", "Gap of Rohan", "The Shire", "Mordor"]) expect(sidewaysOf(r)).toEqual([]);
    expect([...sidewaysOf("Eregion")].sort()).toEqual(["Enedwaith", "Rhudaur"]);
  });
  it("lets the Fellowship go down the Anduin and through the Tunnel, one way only", () => {
    const s = position({ Gimli: "Mirkwood", Legolas: "Eregion", Frodo: "The Shire" }, { Orcs: "Mordor" }, "fellowship");
    const tos = (t: string) => legalActions(s).filter((a) => a.type === "move" && a.piece === idOf(s, t)).map((a) => (a as { to: string }).to);
    expect(tos("Gimli").sort()).toEqual(["Dagorlad", "Fangorn"]);
    expect(tos("Legolas").sort()).toEqual(["Caradhras", "Fangorn", "Misty Mountains"]);
    const up = position({ Gimli: "Rohan", Frodo: "Fangorn" }, { Orcs: "Mordor" }, "fellowship");
    const upTos = legalActions(up).filter((a) => a.type === "move" && a.piece === idOf(up, "Frodo")).map((a) => (a as { to: string }).to);
    expect(upTos.sort()).toEqual(["Dagorlad", "Gondor", "Rohan"]); // not back up to Mirkwood, nor back to Eregion
    const sauron = position({ Frodo: "The Shire" }, { Orcs: "Fangorn" }, "sauron");
    expect(legalActions(sauron).map((a) => (a as { to: string }).to).sort()).toEqual(["Caradhras", "Misty Mountains"]);
  });
  it("keeps capacity: no move into a region full of one's own side", () => {
    const s = position({ Frodo: "The Shire" }, { Orcs: "Misty Mountains", Warg: "Fangorn" }, "sauron");
    const wargTo = legalActions(s).filter((a) => a.type === "move" && a.piece === idOf(s, "Warg")).map((a) => (a as { to: string }).to);
    expect(wargTo).toEqual(["Caradhras"]);
    const full = position({ Frodo: "Arthedain" }, { Orcs: "Rohan", Warg: "Gondor", Saruman: "Gondor" }, "sauron");
    expect(legalActions(full).some((a) => a.type === "move" && a.to === "Gondor")).toBe(false);
  });
});
