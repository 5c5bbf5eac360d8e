import type { Plugin } from 'vite'

const DEFAULT_IMPORT = "import React from 'react';"

/**
 * React ships as CommonJS: the site's components import it by name, which the bundler reads straight
 * from React's exports. A library that takes React's default export (react-hook-form, in the staff
 * screens' forms) makes it wrap React in an ES-module shim for every island instead, some 300 bytes
 * more on each page with one (the sign-in page included). Its uses are all `React.x`, so they become
 * named imports too. Left as it is if the library's import changes: only the weight differs then.
 */
export function namedReactImports(packages: readonly string[]): Plugin {
  return {
    name: 'named-react-imports',
    apply: 'build',
    transform(code, id) {
      if (!packages.some((name) => id.includes(`/node_modules/${name}/`)) || !code.includes(DEFAULT_IMPORT)) return null
      const names = [...new Set(Array.from(code.matchAll(/\bReact\.(\w+)/g), (match) => match[1]))]
      return code.replace(
        DEFAULT_IMPORT,
        `import { ${names.join(', ')} } from 'react'; const React = { ${names.join(', ')} };`,
      )
    },
  }
}
