import { describe, expect, it } from "vitest";
import { AUSTRALIAN_STATES, DEFAULT_FORM_STATE, australianState, stateTimeZone } from "./australian-states.ts";

describe("Australian states", () => {
  it("lists the eight states and territories with the form defaulting to qld", () => {
    expect(AUSTRALIAN_STATES.map((s) => s.abbreviation)).toEqual(["ACT", "NSW", "NT", "QLD", "SA", "TAS", "VIC", "WA"]);
    expect(DEFAULT_FORM_STATE).toBe("qld");
  });

  it("finds a state by code, abbreviation or name in any case", () => {
    expect(australianState("QLD")?.code).toBe("qld");
    expect(australianState(" western australia ")?.code).toBe("wa");
    expect(australianState("Queensland ")?.timeZone).toBe("Australia/Brisbane");
    expect(australianState("Ontario")).toBeUndefined();
  });

  it("gives each state's Australia/* time zone, Brisbane when unknown", () => {
    expect(stateTimeZone("ACT")).toBe("Australia/Sydney");
    expect(stateTimeZone("SA")).toBe("Australia/Adelaide");
    expect(stateTimeZone(null)).toBe("Australia/Brisbane");
  });
});
