import type { ComponentProps } from 'react';
import { ConfirmSheet } from '../../components/confirm-sheet';
import type { Tone } from './tone';
import './order-ticket.css';

type TicketConfirmSheetProps = Omit<ComponentProps<typeof ConfirmSheet>, 'submitColor' | 'disabled' | 'children'> & { tone: Tone };

/** The order as it will be sent, to read once more: confirmed in its side's colour. */
export function TicketConfirmSheet({ tone, ...sheet }: TicketConfirmSheetProps) {
  return <ConfirmSheet {...sheet} submitColor={tone === 'up' ? 'success' : 'danger'} />;
}
