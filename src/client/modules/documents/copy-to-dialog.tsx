import { useTranslation } from 'react-i18next';
import { findDocumentType } from '../../../shared/documents/object-types';
import * as dialogStyles from '../../resources/list-dialogs.css';
import { ModalFrame } from '../../ui/modal-frame';

/** Which document of the chain to copy to: one button per target type, the usual next one first. */
export function CopyToDialog({
  targets,
  onChoose,
  onClose,
}: {
  targets: readonly string[];
  onChoose(objectId: string): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  return (
    <ModalFrame title={t('documents.actions.copyToTitle')} onClose={onClose} placement="center" size="small">
      <div className={dialogStyles.form}>
        {targets.map((objectId) => {
          const type = findDocumentType(objectId);
          return (
            <button
              key={objectId}
              type="button"
              className={dialogStyles.secondary}
              onClick={() => onChoose(objectId)}
            >
              {type ? t(type.nameKey) : objectId}
            </button>
          );
        })}
      </div>
    </ModalFrame>
  );
}
