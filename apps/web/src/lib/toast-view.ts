/** antd-mobile's Toast, in a chunk of its own: its mask and animation code load with the first toast. */
import './toast-view.css';

export { Toast } from 'antd-mobile';
