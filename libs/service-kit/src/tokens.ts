/** Injection tokens of the values service-kit provides. */
export const SERVICE_CONFIG = Symbol('SERVICE_CONFIG');
export const LOGGER = Symbol('LOGGER');
export const NATS_CONNECTION = Symbol('NATS_CONNECTION');
export const JETSTREAM = Symbol('JETSTREAM');
