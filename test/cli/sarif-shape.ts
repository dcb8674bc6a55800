import { expect } from "vitest";

/** Structural checks of the SARIF 2.1.0 parts cardc writes (what GitHub code scanning requires). */
export function expectValidSarif(log: any): void {
  expect(log.version).toBe("2.1.0");
  expect(log.$schema).toMatch(/sarif.*2\.1\.0.*\.json$/);
  expect(Array.isArray(log.runs)).toBe(true);
  for (const run of log.runs) {
    const driver = run.tool.driver;
    expect(typeof driver.name).toBe("string");
    expect(Array.isArray(driver.rules)).toBe(true);
    const ids = driver.rules.map((r: { id: string }) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const result of run.results) {
      expect(ids).toContain(result.ruleId);
      if (result.ruleIndex !== undefined) expect(driver.rules[result.ruleIndex].id).toBe(result.ruleId);
      expect(["error", "warning", "note", "none"]).toContain(result.level);
      expect(typeof result.message.text).toBe("string");
      for (const location of result.locations) {
        const { artifactLocation, region } = location.physicalLocation;
        expect(typeof artifactLocation.uri).toBe("string");
        expect(artifactLocation.uri).not.toMatch(/[\s\\]/);
        for (const key of ["startLine", "startColumn", "endLine", "endColumn"]) {
          expect(Number.isInteger(region[key]) && region[key] >= 1, key).toBe(true);
        }
        expect(region.endLine).toBeGreaterThanOrEqual(region.startLine);
      }
    }
  }
}
