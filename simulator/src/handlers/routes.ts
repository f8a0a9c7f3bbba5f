import { http, type HttpResponseResolver } from 'msw';

/**
 * An update the API takes as PATCH or as PUT alike (the provider accepts both verbs on its
 * update routes): both routes, one resolver.
 */
export const patchOrPut = (path: string, resolver: HttpResponseResolver) => [
  http.patch(path, resolver),
  http.put(path, resolver),
];
