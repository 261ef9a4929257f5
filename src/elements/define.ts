import type { ComponentType } from 'react'
import r2wc from '@r2wc/react-to-web-component'
import type { AttributeMap, AttributeProps } from '../lib/attribute-spec.ts'
import { ELEMENT_ATTRIBUTES, type ElementProperties, type ElementTag } from '../app/roots/element-attributes.ts'
import { adoptStyles } from './styles.ts'

/**
 * r2wc keeps the React root in symbol-keyed fields; we read them to defer the unmount, so moving
 * an element in the DOM (CMS re-layout, drag and drop) neither reloads nor loses its state.
 */
const CONTEXT = Symbol.for('r2wc.context')
const CONNECTED = Symbol.for('r2wc.connected')
const PROPS = Symbol.for('r2wc.props')
const RENDER = Symbol.for('r2wc.render')

/** How long a detached element keeps its React tree before it is torn down (model-viewer does the same). */
const DETACH_GRACE_MS = 1000

type R2wcInternals = HTMLElement & {
  [CONTEXT]?: unknown
  [CONNECTED]?: boolean
  [PROPS]: Record<string, unknown>
  [RENDER](): void
}

/**
 * Builds the element base class for a React root from the attributes declared for its tag (one
 * property each, see element-attributes.ts). Every attribute is typed `string` on the r2wc side and parsed by the root (see
 * attributes.ts): r2wc's own `json`/`number` parsers throw or give NaN on bad input, and an element
 * must warn and fall back instead of dying.
 */
export function reactElement<Tag extends ElementTag>(
  Root: ComponentType<AttributeProps<(typeof ELEMENT_ATTRIBUTES)[Tag]>>,
  tag: Tag,
) {
  const attributes: AttributeMap = ELEMENT_ATTRIBUTES[tag]
  const props = Object.keys(attributes)
  const Base = r2wc(Root, {
    shadow: 'open',
    props: Object.fromEntries(props.map((p) => [p, 'string'])) as never,
  }) as unknown as { new (): HTMLElement; prototype: HTMLElement }

  const Element = class extends Base {
    #teardown: ReturnType<typeof setTimeout> | undefined

    constructor() {
      super()
      adoptStyles(this.shadowRoot!)
    }

    connectedCallback() {
      clearTimeout(this.#teardown)
      // A CMS script may have set `el.src = …` before the bundle loaded: that own property shadows
      // the prototype accessor, so re-assign it through the accessor.
      for (const name of props) {
        if (Object.hasOwn(this, name)) {
          const value = (this as Record<string, unknown>)[name]
          delete (this as Record<string, unknown>)[name]
          ;(this as Record<string, unknown>)[name] = value
        }
      }
      const self = this as unknown as R2wcInternals
      if (self[CONTEXT]) self[CONNECTED] = true
      else (Base.prototype as unknown as { connectedCallback(): void }).connectedCallback.call(this)
    }

    attributeChangedCallback(name: string, old: string | null, value: string | null) {
      const base = Base.prototype as unknown as { attributeChangedCallback(...args: unknown[]): void }
      base.attributeChangedCallback.call(this, name, old, value)
      // r2wc ignores an attribute that is removed or emptied, so the element kept the old value
      // (a highlight could never be cleared): hand the root "unset" and render again.
      if (value || !old) return
      const self = this as unknown as R2wcInternals
      self[PROPS][name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())] = undefined
      self[RENDER]()
    }

    disconnectedCallback() {
      clearTimeout(this.#teardown)
      this.#teardown = setTimeout(() => {
        if (!this.isConnected) {
          ;(Base.prototype as unknown as { disconnectedCallback(): void }).disconnectedCallback.call(this)
        }
      }, DETACH_GRACE_MS)
    }
  }

  // r2wc reflects properties to attributes, which hold text: a list set as a property must become
  // JSON, not "[object Object]".
  for (const name of props.filter((p) => attributes[p]!.kind === 'json')) {
    // The accessor moves from r2wc's prototype to ours; defineProperty calls it with the element as `this`.
    // eslint-disable-next-line @typescript-eslint/unbound-method
    const { get, set } = Object.getOwnPropertyDescriptor(Base.prototype, name)!
    Object.defineProperty(Element.prototype, name, {
      configurable: true,
      enumerable: true,
      get,
      set(value: unknown) {
        set!.call(
          this,
          value === undefined || value === null || typeof value === 'string' ? value : JSON.stringify(value),
        )
      },
    })
  }
  type Instance = InstanceType<typeof Element> & ElementProperties<Tag>
  return Element as unknown as { new (): Instance; prototype: Instance }
}

/**
 * Defines a tag once: a page that includes the bundle twice, or a second bundle of the same
 * version, must not throw "already defined".
 */
export function defineElement(tag: string, ctor: CustomElementConstructor) {
  if (customElements.get(tag)) return
  customElements.define(tag, ctor)
}
