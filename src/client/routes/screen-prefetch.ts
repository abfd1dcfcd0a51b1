import type { QueryClient } from '@tanstack/react-query';
import type { HttpClient, QueryValue } from '../api/http-client';

/** Where a screen opens: its route's name, parameters and search, as the router matched them. */
export interface ScreenPrefetchContext {
  queryClient: QueryClient;
  http: HttpClient;
  routeName: string;
  params: Readonly<Record<string, string>>;
  search: Readonly<Record<string, unknown>>;
}

/**
 * A screen module's first requests, asked for as soon as its chunk is in, while the shell is still
 * starting: a reload or a shared layout's focused pane then finds its data in the query cache when
 * it mounts, instead of asking only then (issue 20, restore). It fills the same query keys the
 * screen reads, with the same functions, so nothing is asked twice.
 */
export type ScreenPrefetch = (context: ScreenPrefetchContext) => void;

/** A GET a screen sends first, by its address: what `HttpClient.warm` sends ahead. */
export interface EarlyRequest {
  path: string;
  query?: Record<string, QueryValue>;
}

/**
 * The GETs a screen sends first, computed from where it opens alone, in a module far lighter than
 * the screen's: sent before the screen's chunk and the screen registry have arrived, so the data and
 * the code travel side by side (issue 20, restore). The screen's own requests take the answers.
 */
export type ScreenEarlyRequests = (
  context: Pick<ScreenPrefetchContext, 'routeName' | 'params' | 'search'>,
) => readonly EarlyRequest[];
