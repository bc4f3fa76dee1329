// The services' in-memory caches are lru-cache's: bounded, least recently used out first,
// each entry with its own time to live. Re-exported so that one version serves every app.
export { LRUCache } from 'lru-cache';
