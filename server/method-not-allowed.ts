// React Router answers a method a route does not take (a POST where there is
// no action, a PUT anywhere) with a 405 but no Allow header, and a resource
// route's 405 says only "Unexpected Server Error". This names the methods the
// route takes, from the build's route modules, and says what went wrong.
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

const trees = new WeakMap<ServerBuild, RouteObject[]>();

/** The build's routes as the nested tree matchRoutes walks (made once per build). */
function routeTree(build: ServerBuild): RouteObject[] {
  const kept = trees.get(build);
  if (kept) return kept;
  type BuiltRoute = NonNullable<ServerBuild["routes"][string]>;
  const byParent = new Map<string | undefined, BuiltRoute[]>();
  for (const route of Object.values(build.routes)) {
    if (!route) continue;
    const siblings = byParent.get(route.parentId) ?? [];
    siblings.push(route);
    byParent.set(route.parentId, siblings);
  }
  const childrenOf = (parentId: string | undefined): RouteObject[] =>
    (byParent.get(parentId) ?? []).map(({ id, index, path, caseSensitive }) =>
      index ? { id, index: true, path, caseSensitive } : { id, path, caseSensitive, children: childrenOf(id) },
    );
  const tree = childrenOf(undefined);
  trees.set(build, tree);
  return tree;
}

/** The methods the route at `pathname` takes: GET and HEAD when it has a loader or a page, POST when it has an action. */
export function allowedMethods(build: ServerBuild, pathname: string): string {
  const id = matchRoutes(routeTree(build), pathname, build.basename)?.at(-1)?.route.id;
  const module = id === undefined ? undefined : build.routes[id]?.module;
  const methods: string[] = [];
  if (module?.loader || module?.default) methods.push("GET", "HEAD");
  if (module?.action) methods.push("POST");
  return methods.join(", ");
}

/**
 * A 405 from React Router with the route's Allow header; a resource route's
 * JSON body says which method was refused. Any other response, or a 405 that
 * already names its methods (a route's own), is returned as it is.
 */
export function explainMethodNotAllowed(response: Response, request: Request, build: ServerBuild): Response {
  if (response.status !== 405 || response.headers.has("Allow")) return response;
  const allow = allowedMethods(build, new URL(request.url).pathname);
  if (!/\bapplication\/json\b/.test(response.headers.get("Content-Type") ?? "")) {
    const headers = new Headers(response.headers);
    headers.set("Allow", allow);
    return new Response(response.body, { status: 405, statusText: response.statusText, headers });
  }
  const message = `This address does not take ${request.method} requests${allow ? ` (it takes ${allow})` : ""}.`;
  return Response.json({ message, status: 405 }, { status: 405, headers: { Allow: allow, "Cache-Control": "no-store" } });
}
