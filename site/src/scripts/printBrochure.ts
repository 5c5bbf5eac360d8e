/** The brochure's print button: the browser's print dialog also offers « Enregistrer au format PDF ». */
const button = document.querySelector<HTMLButtonElement>('[data-print]')
if (button) {
  button.hidden = false
  button.addEventListener('click', () => window.print())
}

// A module, so its names stay out of the global scope.
export {}
