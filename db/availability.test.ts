import { describe, expect, it } from "vitest";
import { DatabaseUnavailableError, isDatabaseUnavailable, unavailableReason } from "./availability.ts";

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe("telling a database outage from a bug", () => {
  it.each([
    ["the server refused the connection", withCode("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED")],
    ["both addresses of localhost refused (Node's AggregateError)", Object.assign(new AggregateError([withCode("connect ECONNREFUSED ::1:5432", "ECONNREFUSED")], ""), { code: "ECONNREFUSED" })],
    ["the connection broke", withCode("read ECONNRESET", "ECONNRESET")],
    ["the server shut down (pg_ctl stop)", withCode("terminating connection due to administrator command", "57P01")],
    ["the server is starting up", withCode("the database system is starting up", "57P03")],
    ["our statement timeout (locked tables)", withCode("canceling statement due to statement timeout", "57014")],
    ["a lock timeout", withCode("canceling statement due to lock timeout", "55P03")],
    ["too many connections", withCode("sorry, too many clients already", "53300")],
    ["no pooled connection in time", new Error("timeout exceeded when trying to connect")],
    ["a connection that died mid-query", new Error("Connection terminated unexpectedly")],
    ["a client that broke earlier", new Error("Client has encountered a connection error and is not queryable")],
    ["Drizzle's wrapper around any of these", new Error("Failed query: select 1", { cause: withCode("canceling statement due to statement timeout", "57014") })],
    ["our own explicit error", new DatabaseUnavailableError()],
  ])("%s is an outage", (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ["a unique violation", withCode('duplicate key value violates unique constraint "leads_pkey"', "23505")],
    ["a syntax error (a bug)", withCode('syntax error at or near "selec"', "42601")],
    ["a bad value", withCode("invalid input syntax for type integer", "22P02")],
    ["any other error", new TypeError("Cannot read properties of undefined")],
    ["a 404 response", new Response(null, { status: 404 })],
    ["nothing", null],
  ])("%s is not", (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it("describes it by the server's own message and code, under Drizzle's wrapper", () => {
    const wrapped = new Error("Failed query: select count(*) from cars", { cause: withCode("canceling statement due to statement timeout", "57014") });
    expect(unavailableReason(wrapped)).toBe("canceling statement due to statement timeout (57014)");
  });
});
