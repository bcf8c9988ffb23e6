// antd-mobile's overlays in a chunk of their own, loaded by lazy-overlay.tsx when one first opens.
export { ActionSheet, Dialog, Popup } from 'antd-mobile';
