// A small helper to build elements: el("p", {class: "status"}, "text", child).

export function el(
  tag: string,
  attributes: Record<string, string> = {},
  ...children: Array<Node | string>
): HTMLElement {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    element.setAttribute(name, value);
  }
  element.append(...children);
  return element;
}

export function clear(element: HTMLElement): void {
  element.replaceChildren();
}
