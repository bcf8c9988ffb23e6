// antd-mobile's overlays in a chunk of their own, loaded by antd-overlays.tsx when one first opens.
export { ActionSheet, Dialog, Popup } from 'antd-mobile';
