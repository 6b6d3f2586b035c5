import { message } from '../i18n/text';
import { alertShown } from '../store/alerts/alerts';
import { NOTICE_ALERT_DISMISS_MS } from '../store/constants';
import type { AppDispatch } from '../store/index';

/** Copies text to the clipboard; says whether it worked. */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // Without clipboard permission (or over plain http) the old way still works.
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    // eslint-disable-next-line @typescript-eslint/no-deprecated -- the fallback where navigator.clipboard is missing
    const done = document.execCommand('copy');
    area.remove();
    return done;
  }
}

/** Copies a link and says so ('Link copied', or that it could not). */
export const copyLink = (url: string) => async (dispatch: AppDispatch) => {
  const copied = await copyText(url);
  dispatch(
    alertShown({
      title: '',
      message: copied
        ? message('status.link_copied', 'Link copied')
        : message('status.link_copy_failed', 'Could not copy the link'),
      action: null,
      dismissAfter: NOTICE_ALERT_DISMISS_MS,
      severity: copied ? 'info' : 'error',
    }),
  );
};
