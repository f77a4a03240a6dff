import { type RouteConfig, index, route } from "@react-router/dev/routes";

/**
 * Two routes, plus BARE_FILLER_ROUTES routes that no request visits (all drawn by one module).
 * `npm run bench:load` builds it twice: bare, and with as many routes as the product has, to
 * show what the route count alone costs React Router per request.
 */
const filler = Number(process.env.BARE_FILLER_ROUTES ?? 0);

export default [
  index("routes/home.tsx"),
  route("login", "routes/login.tsx"),
  ...Array.from({ length: filler }, (_, i) => route(`filler-${i}/:id`, "routes/filler.tsx", { id: `filler-${i}` })),
] satisfies RouteConfig;
