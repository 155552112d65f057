// V8 flags for the process that serves the app (`npm start` and the bench's server alike).
// Every request allocates a few hundred kilobytes that die young (web Request/Response objects,
// headers, JSON); with V8's default young generation the server ran a scavenge every few dozen
// requests. A 64 MB semi-space makes them rare: on the bench, about 10% more requests per second
// and shorter tails for every route, the trivial baseline included (docs/decisions/059).
export const SERVER_NODE_FLAGS = ["--max-semi-space-size=64"];
