const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `value` is a UUID: ids that are not are not found, without asking the database. */
export const isUuid = (value: string) => UUID.test(value);
