/**
 * Distances and costs of the router, in px. One place so the router and its tests agree.
 */

/** Clearance kept between a route and the nodes it passes; also the length of the stub
 * a searched route leaves its end along. */
export const ROUTE_MARGIN = 10;

/** Room between parallel edges: ELK's edge spacing and our layered placement's between long
 * edges' dummies (place/elk-options.ts), kept between two routes passing one layer through
 * their via slots (via-lanes.ts). */
export const EDGE_SPACING = 12;

/** The shortest first or last segment a simple shape may have: room for an arrowhead. */
export const MIN_END_SEGMENT = 6;

/** What one bend costs in the search, as px of length: a bend must save this much to pay. */
export const BEND_COST = 24;

/** What crossing an earlier route costs in the search, as px of length: a detour of up to
 * this much is taken to avoid one. Counted on grids of at most CROSSING_GRID_POINTS points
 * only: the estimate of the cost still to go knows nothing of crossings, so on a large grid
 * the search then visits most of it. Measured (docs/decisions/2026-11-24-router-crossings.md): with
 * no limit the 1,000-node bench flowchart's routing took 4.2 s instead of 0.33 s; with
 * 20,000 it takes about 0.95 s and keeps most of the gain below 200 nodes (flowchart 200:
 * 343 crossings without the cost, 324 with it, 307 with no limit; ER 60: 188, 155, 155). */
export const CROSSING_COST = 150;
export const CROSSING_GRID_POINTS = 20_000;
/** Scenes with more edges than this search without the crossing cost: on the 1,000-node
 * bench flowchart (1,286 edges) it tripled the routing time (0.33 to 1.0 s) for 1% fewer
 * crossings, and smaller limits on the grid size gave none. */
export const CROSSING_SEARCH_EDGES = 600;

/** Extra cost per px run inside a frame's title band (a soft obstacle). */
export const SOFT_COST_PER_PX = 50;

/** Extra cost per px run along an obstacle's edge: small, so searched routes prefer the
 * centre lines of channels to hugging a node at the margin. */
export const HUG_COST_PER_PX = 0.1;

/** Extra cost per px run inside a node the edge does not connect: large enough that any
 * detour the search region allows is cheaper, yet finite so a route always exists. */
export const HARD_COST_PER_PX = 100_000;

/** On a grid of more than LARGE_GRID_POINTS points, the search's estimate of the cost still
 * to go is multiplied by LARGE_GRID_WEIGHT (weighted A*): a route found there costs at most
 * that many times the cheapest one, and the search visits a small part of the grid instead
 * of most of it. Measured on the 440-node bench flowchart: 11x less search time, routes
 * 1.5% costlier in all; on the 60-entity ER diagram, routing took 2.5x less. Smaller grids are cheap to search exactly, so small diagrams keep
 * their cheapest routes. */
export const LARGE_GRID_POINTS = 5_000;
export const LARGE_GRID_WEIGHT = 1.1;

/** How far a U-shaped route runs past the further of its two ends. */
export const U_TURN_REACH = 2 * ROUTE_MARGIN;

/** Self-loops: how far the loop reaches out of its side, and how much each further loop on
 * the same side (nested outside the first) adds. */
export const LOOP_REACH = 24;
export const LOOP_LEVEL_STEP = 16;
/** Self-loops: the least span along the side, and the share of the side a loop may use. */
export const LOOP_MIN_SPAN = 16;
/** Self-loops: the gap between the loop's far part and its label (edge labels use the same). */
export const LOOP_LABEL_GAP = 2;
export const LOOP_MAX_SIDE_SHARE = 0.8;

/** Curved routes: the least and the most distance of a control point from its end. */
export const CURVE_MIN_HANDLE = 16;
export const CURVE_MAX_HANDLE = 160;
