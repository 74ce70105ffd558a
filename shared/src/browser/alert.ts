/** Shows one of the browser alerts of docs/product-rules.md#messages. Kept in one place so tests can observe it. */
export function showAlert(message: string): void {
  window.alert(message);
}
