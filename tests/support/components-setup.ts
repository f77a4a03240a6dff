/**
 * jsdom set-up for component tests: unmount what each test rendered (vitest runs without
 * globals, so Testing Library cannot register this itself), and the browser APIs jsdom lacks
 * that components call but that do nothing observable in a test (layout, scrolling).
 */
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

afterEach(() => cleanup());

// jsdom does no layout, so it has no scrolling: the chat scrolls its newest message into view.
Element.prototype.scrollIntoView ??= function scrollIntoView() {};

// jsdom has `<dialog>` but not its methods: open and close it, with the `close` event, and no
// modality (nothing observable here depends on the page under it being inert).
HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
  if (!this.open) return;
  this.open = false;
  this.dispatchEvent(new Event("close"));
};
