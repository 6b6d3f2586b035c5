import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { Icon } from '../../components/Icon';
import { uploadFiles } from '../../store/compose/composeUpload';
import {
  selectIsProcessing,
  selectIsUploading,
  selectPendingUploads,
  selectUploadProgress,
} from '../../store/compose/composerSelectors';
import {
  selectComposeConfiguration,
  selectIsUploadDisabled,
} from '../../store/compose/composeSelectors';
import { useAppDispatch, useAppSelector } from '../../store/hooks';

/** 'Add images, a video or an audio file': a file input behind an icon button. */
export function UploadButton() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const input = useRef<HTMLInputElement>(null);
  const config = useAppSelector(selectComposeConfiguration);
  const disabled = useAppSelector(selectIsUploadDisabled);
  const label = intl.formatMessage({
    id: 'upload_button.label',
    defaultMessage: 'Add images, a video or an audio file',
  });
  const accept = config.supportedMimeTypes.length
    ? config.supportedMimeTypes.join(',')
    : 'image/*,video/*,audio/*';
  return (
    <>
      <button
        type="button"
        className="icon-button"
        aria-label={label}
        title={label}
        disabled={disabled}
        onClick={() => input.current?.click()}
      >
        <Icon name="paperclip" />
      </button>
      <input
        ref={input}
        type="file"
        multiple
        accept={accept}
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          if (files.length) void dispatch(uploadFiles(files));
        }}
      />
    </>
  );
}

/** The upload's progress (percent, at most 100), and 'Processing…' after it. */
export function UploadProgress() {
  const intl = useIntl();
  const isUploading = useAppSelector(selectIsUploading);
  const progress = useAppSelector(selectUploadProgress);
  const isProcessing = useAppSelector(selectIsProcessing);
  const pendingUploads = useAppSelector(selectPendingUploads);
  if (!isUploading) return null;
  const label = isProcessing
    ? intl.formatMessage({ id: 'upload_progress.processing', defaultMessage: 'Processing…' })
    : intl.formatMessage({ id: 'upload_progress.label', defaultMessage: 'Uploading…' });
  return (
    <div className="upload-progress" role="status">
      <span>
        {label}
        {pendingUploads > 1 ? ` (${pendingUploads})` : ''}
      </span>
      <progress
        className="upload-progress__bar"
        max={100}
        value={isProcessing ? undefined : progress}
        aria-label={label}
      />
    </div>
  );
}
