/**
 * The shop's name: part of the business identity (identity.ts gives it as BUSINESS.name). A module
 * of its own so the shell's header, which needs only the name, does not put the whole identity
 * object into the start-up script of every page (0.5 KB gzip).
 */
export const BUSINESS_NAME = 'Estampa RD';
