const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for a UUID (every database id): other text is an unknown id, never a query. */
export const isUuid = (id: string) => UUID.test(id);
