/**
 * The navigation bar's behaviour in plain DOM code, not a React island: it is on every page and
 * a framework runtime would cost every visitor ~60 KB for a scroll class and three toggles.
 */
const SCROLL_THRESHOLD = 10 // docs/product/public-pages.md#navigation-bar

const header = document.getElementById('navbar')
const toggle = document.getElementById('menu-toggle')
const mobileMenu = document.getElementById('menu-mobile')

const setExpanded = (button: Element, target: HTMLElement | null, open: boolean) => {
  button.setAttribute('aria-expanded', String(open))
  target?.classList.toggle('hidden', !open)
}

if (header) {
  const onScroll = () => {
    header.dataset.scrolled = String(window.scrollY > SCROLL_THRESHOLD)
  }
  onScroll()
  window.addEventListener('scroll', onScroll, { passive: true })
}

// The phone menu. Without this script a link opens it as its target (Navbar.astro); the button
// replaces that link. While the menu is open the page behind is inert, so Tab stays in the bar and
// the menu, and Escape closes it and gives focus back to the button.
if (toggle && mobileMenu && header) {
  const behind = () =>
    [...document.body.children].filter((element) => element !== header && element.tagName !== 'SCRIPT')
  const setMenu = (open: boolean) => {
    setExpanded(toggle, mobileMenu, open)
    toggle.querySelector('.sr-only')!.textContent = open ? 'Fermer le menu' : 'Ouvrir le menu'
    for (const element of behind()) (element as HTMLElement).inert = open
  }
  header.querySelector<HTMLElement>('[data-menu-link]')!.hidden = true
  toggle.hidden = false
  // From here on the button decides (the :target rule stops applying); a tap on the link before
  // this script ran opened the menu by its address: it stays open.
  header.dataset.menuReady = ''
  if (mobileMenu.matches(':target')) setMenu(true)
  toggle.addEventListener('click', () => setMenu(toggle.getAttribute('aria-expanded') !== 'true'))
  header.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && toggle.getAttribute('aria-expanded') === 'true') {
      setMenu(false)
      toggle.focus()
    }
  })
  // Wide screens have no phone menu: widening the window closes it, so the page is not left inert.
  matchMedia('(min-width: 80rem)').addEventListener('change', (event) => event.matches && setMenu(false))
}

// Mobile accordions: one open at a time.
const accordions = document.querySelectorAll<HTMLButtonElement>('[data-accordion]')
accordions.forEach((button) => {
  button.addEventListener('click', () => {
    const open = button.getAttribute('aria-expanded') !== 'true'
    for (const other of accordions) {
      setExpanded(other, document.getElementById(other.getAttribute('aria-controls')!), false)
    }
    setExpanded(button, document.getElementById(button.getAttribute('aria-controls')!), open)
  })
})

// Desktop submenus: open on hover (CSS) or with the caret button; Escape and focus leaving close them.
document.querySelectorAll<HTMLElement>('[data-submenu]').forEach((item) => {
  const caret = item.querySelector('button')
  const list = item.querySelector<HTMLElement>('ul')
  if (!caret || !list) return
  const setOpen = (open: boolean) => {
    caret.setAttribute('aria-expanded', String(open))
    list.dataset.open = String(open)
  }
  caret.addEventListener('click', () => setOpen(caret.getAttribute('aria-expanded') !== 'true'))
  item.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && caret.getAttribute('aria-expanded') === 'true') {
      setOpen(false)
      caret.focus()
    }
  })
  item.addEventListener('focusout', (event) => {
    if (!item.contains(event.relatedTarget as Node | null)) setOpen(false)
  })
})
