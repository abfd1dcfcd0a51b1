import type { FastifyRequest } from 'fastify';
import type { ChangeListener, CommittedChange } from '../../events/committed-change';
import { sessionOf } from '../../http/request-session';
import type { ConfigurationCache } from '../../posting/configuration-cache';
import type { ReturnEnvironment } from './return-posting';

/**
 * What a posting made from a dispatch request needs beside it: the configuration cache, the access
 * version the request's session read, and where its committed change goes (the alerts' queue).
 */
export function postingEnvironmentOf(
  request: FastifyRequest,
  configuration: ConfigurationCache,
  onCommitted: ChangeListener,
): ReturnEnvironment {
  const { accessVersion } = sessionOf(request);
  return {
    cache: configuration,
    accessVersion,
    afterCommit: (change: CommittedChange) =>
      void onCommitted({ ...change, configurationVersion: accessVersion }),
  };
}
