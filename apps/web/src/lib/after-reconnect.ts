/** A `useSocketChannel` `onSubscribed` that reads a view's data again after a reconnect or a new sign-in, not on the first confirmation (the page's own fetch has it). */
export function afterReconnect(refresh: () => void): (again: boolean) => void {
  return (again) => {
    if (again) refresh();
  };
}
