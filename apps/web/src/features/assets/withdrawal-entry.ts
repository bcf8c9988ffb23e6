/**
 * The withdrawal form's own entry: its address checks bring viem, which only the (lazy)
 * withdrawal page should download, never the overview or /home.
 */
export { WithdrawalForm } from './components/withdrawal-form';
