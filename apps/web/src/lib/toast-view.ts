/** antd-mobile's Toast, in a chunk of its own: its mask and animation code load with the first toast. */
export { Toast } from 'antd-mobile';
