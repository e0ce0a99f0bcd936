import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("healthz", "routes/healthz.ts"),
  route("api/search-config", "routes/api.search-config.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
