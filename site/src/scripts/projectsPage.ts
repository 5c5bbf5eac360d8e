/**
 * WAI-ARIA tabs of the projects page, over panels all rendered at build time. Each tab is a link
 * to the route that opens the page on it, so without JavaScript the tabs work as page loads; with
 * it, a click or the arrow keys switch panels in place and the address follows. Kept tiny on
 * purpose: a page without an island has a 2 KB JavaScript budget, shared with the navigation bar.
 */
const tablist = document.querySelector<HTMLElement>('[role=tablist]')
// `#projet-<id>` (a project's « Détails du projet » link from elsewhere, lib/projects.ts): its
// dialog opens on arrival (below). Without JavaScript the same address shows the project's card.
const hash = location.hash
const linked = hash.startsWith('#projet-') && document.getElementById(`projet-details-${hash.slice(8)}`)

if (tablist) {
  const tabs = [...tablist.querySelectorAll<HTMLAnchorElement>('[role=tab]')]
  const panels = [...document.querySelectorAll<HTMLElement>('[role=tabpanel]')]

  const select = (tab: HTMLAnchorElement, focus?: boolean, keep = '') => {
    tabs.forEach((other, index) => {
      const selected = other === tab
      other.ariaSelected = String(selected)
      // Roving tabindex: only the selected tab is in the Tab order (all of them are without JavaScript).
      other.tabIndex = selected ? 0 : -1
      panels[index]!.hidden = !selected
    })
    if (focus) tab.focus()
    document.title = tab.dataset.title!
    history.replaceState(null, '', tab.href + keep)
  }

  tabs.forEach((tab) => {
    // On arrival the address keeps its fragment (a linked project stays bookmarkable).
    if (tab.ariaSelected === 'true') select(tab, false, hash)
    tab.onclick = (event) => {
      event.preventDefault()
      select(tab)
    }
  })

  tablist.onkeydown = (event) => {
    const index = tabs.indexOf(event.target as HTMLAnchorElement)
    const last = tabs.length - 1
    const target = {
      ArrowLeft: index ? index - 1 : last,
      ArrowRight: index < last ? index + 1 : 0,
      Home: 0,
      End: last,
    }[event.key]
    if (target === undefined) return
    event.preventDefault()
    select(tabs[target]!, true)
  }
}

// Invoker commands (`commandfor`) open the dialogs natively since Chrome 135; the older browsers of
// many phones get the same behaviour from this listener.
if (!('command' in HTMLButtonElement.prototype)) {
  document.addEventListener('click', (event) => {
    const opener = (event.target as Element).closest('[command=show-modal]')
    const dialog = opener && document.getElementById(opener.getAttribute('commandfor')!)
    if (dialog instanceof HTMLDialogElement) dialog.showModal()
  })
}

if (linked instanceof HTMLDialogElement) linked.showModal()

export {}
