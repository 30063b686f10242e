/**
 * The command type of a seat's orders record: no rule set's command uses it. A file of its own so
 * that the web client can send an orders record without loading the log's schema (and zod).
 */
export const ORDERS_TYPE = 'standing-orders';
