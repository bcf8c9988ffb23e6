import type { QueryClient } from '@tanstack/react-query';
import { paths } from './paths';
import { endSession } from '../features/session';
import type { ApiError, ApiReporter } from '../lib/api-client';
import { errorText } from '../lib/error-text';
import { i18n, messagesReady } from '../lib/i18n';
import { showToast } from '../lib/toast';
import { useGateStore } from '../stores/gate-store';

interface ReporterContext {
  queryClient: QueryClient;
  currentPath: () => string;
  navigate: (to: string) => void;
}

function toastText(error: ApiError): string {
  const text = errorText(error);
  return 'key' in text ? i18n.t(text.key) : text.message;
}

/** An error toast, worded once the messages are here (the first calls go out while they load). */
function toastError(text: () => string): void {
  void messagesReady.then(() => showToast('error', text()));
}

/**
 * Spec §8, the error catalogue: what the member sees for each way a call can fail. A failure the
 * caller shows itself (under its form, in its error state) gets no toast, so it shows once.
 */
export function createApiReporter({ queryClient, currentPath, navigate }: ReporterContext): ApiReporter {
  return (error) => {
    switch (error.kind) {
      case 'unauthorized':
        toastError(() => i18n.t('session.pleaseLogIn'));
        endSession(queryClient);
        if (currentPath() !== paths.home) navigate(`${paths.home}?reload=true`);
        return;
      case 'agreementRequired':
        // No toast: the agreement opens over the page; accepted, the same call is sent again.
        return useGateStore
          .getState()
          .ask('agreement')
          .then((accepted) => (accepted ? 'retry' : 'fail'));
      case 'network':
        // Offline, the offline notice already says so: no toast for every call that could not go.
        if (!error.shownByCaller && navigator.onLine) toastError(() => toastText(error));
        return;
      case 'emptyBody':
      case 'server':
      case 'rejected':
        if (!error.shownByCaller) toastError(() => toastText(error));
        return;
    }
  };
}
