import { sessionEndpoint } from './session-endpoint';

export const dynamic = 'force-dynamic';

/**
 * `/api/__session` (the folder's `%5F` is an escaped underscore: a folder starting with `_` is
 * private to Next). Every method goes to the endpoint, which answers 404 when sign-in is not
 * configured and 405 for a method other than POST and DELETE.
 */
export const GET = sessionEndpoint;
export const POST = sessionEndpoint;
export const PUT = sessionEndpoint;
export const PATCH = sessionEndpoint;
export const DELETE = sessionEndpoint;
export const OPTIONS = sessionEndpoint;
