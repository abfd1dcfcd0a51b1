import { useTranslation } from 'react-i18next';
import { findDocumentType } from '../../../shared/documents/object-types';
import { useContributedCommands } from '../../commands/contributed-commands';
import { keylessMembers } from '../../commands/keyless-commands';

/**
 * "Copy to Delivery", "Copy to A/R Invoice": while a document is open, the palette offers one
 * command per type it may be copied to (the same targets as its Copy to button), run as `copyTo`.
 */
export function useCopyToCommands(
  targets: readonly string[],
  copyTo: (objectId: string) => void,
  within: () => Element | null,
): void {
  const { t } = useTranslation();
  const members = targets.flatMap((objectId) => {
    const target = findDocumentType(objectId);
    return target ? [{ key: objectId, name: t(target.nameKey), run: () => copyTo(objectId) }] : [];
  });
  useContributedCommands(keylessMembers('copy-to-document', t, members), within);
}
