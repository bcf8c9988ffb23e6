import type { QueryClient } from '@tanstack/react-query';
import { paths } from './paths';
import { endSession } from '../features/session';
import type { ApiError, ApiReporter } from '../lib/api-client';
import { i18next } from '../lib/i18n';
import { showToast } from '../lib/toast';

interface ReporterContext {
  queryClient: QueryClient;
  currentPath: () => string;
  navigate: (to: string) => void;
}

function messageOr(error: ApiError, fallback: string): string {
  return error.message || fallback;
}

/** Spec §8, the error catalogue: what the user sees for each way a call can fail. */
export function createApiReporter({ queryClient, currentPath, navigate }: ReporterContext): ApiReporter {
  return (error) => {
    const systemError = i18next.t('common.systemError');
    switch (error.kind) {
      case 'unauthorized':
        showToast('error', i18next.t('session.pleaseLogIn'));
        endSession(queryClient);
        if (currentPath() !== paths.home) navigate(`${paths.home}?reload=true`);
        return;
      case 'agreementRequired':
        // Rejected silently: the user reads and accepts the agreement instead of a toast.
        navigate(paths.tos);
        return;
      case 'emptyBody':
        showToast('error', i18next.t('common.errorOccurred'));
        return;
      case 'server':
      case 'rejected':
      case 'network':
        showToast('error', messageOr(error, systemError));
        return;
    }
  };
}
