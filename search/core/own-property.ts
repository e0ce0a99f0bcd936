/**
 * Sets an own property, a key "__proto__" too, as JSON.parse makes it:
 * assigning that key would set the object's prototype instead and lose the
 * value. For objects keyed by stored text (record fields, facet values).
 */
export function setOwn(object: Record<string, unknown>, key: string, value: unknown): void {
  if (key === "__proto__") Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
  else object[key] = value;
}
