import type { DetailedHTMLProps, HTMLAttributes } from 'react'
import type SlAlert from '@shoelace-style/shoelace/dist/components/alert/alert.component.js'
import type SlButton from '@shoelace-style/shoelace/dist/components/button/button.component.js'
import type SlIcon from '@shoelace-style/shoelace/dist/components/icon/icon.component.js'
import type SlSpinner from '@shoelace-style/shoelace/dist/components/spinner/spinner.component.js'
import type SlProgressBar from '@shoelace-style/shoelace/dist/components/progress-bar/progress-bar.component.js'
import type SlButtonGroup from '@shoelace-style/shoelace/dist/components/button-group/button-group.component.js'
import type SlInput from '@shoelace-style/shoelace/dist/components/input/input.component.js'
import type SlCheckbox from '@shoelace-style/shoelace/dist/components/checkbox/checkbox.component.js'
import type SlDialog from '@shoelace-style/shoelace/dist/components/dialog/dialog.component.js'
import type SlAvatar from '@shoelace-style/shoelace/dist/components/avatar/avatar.component.js'
import type SlDropdown from '@shoelace-style/shoelace/dist/components/dropdown/dropdown.component.js'
import type SlMenu from '@shoelace-style/shoelace/dist/components/menu/menu.component.js'
import type SlMenuItem from '@shoelace-style/shoelace/dist/components/menu-item/menu-item.component.js'
import type SlDrawer from '@shoelace-style/shoelace/dist/components/drawer/drawer.component.js'
import type SlSwitch from '@shoelace-style/shoelace/dist/components/switch/switch.component.js'
import type SlRadioGroup from '@shoelace-style/shoelace/dist/components/radio-group/radio-group.component.js'
import type SlRadioButton from '@shoelace-style/shoelace/dist/components/radio-button/radio-button.component.js'
import type SlRadio from '@shoelace-style/shoelace/dist/components/radio/radio.component.js'
import type SlDivider from '@shoelace-style/shoelace/dist/components/divider/divider.component.js'
import type SlIconButton from '@shoelace-style/shoelace/dist/components/icon-button/icon-button.component.js'
import type { QuoteEventMap } from '../lib/events.ts'

/**
 * Shoelace ships no React typings. React 19 sets known properties on custom elements and wires
 * `on<event>` props to `addEventListener('<event>')` with the name kept, hence `onsl-…`.
 */
type El<T, P extends keyof T> = DetailedHTMLProps<HTMLAttributes<T>, T> &
  Partial<Pick<T, P>> & { [event: `onsl-${string}`]: ((e: CustomEvent) => void) | undefined }

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'sl-alert': El<SlAlert, 'variant' | 'open' | 'closable' | 'duration'>
      'sl-button': El<
        SlButton,
        'type' | 'variant' | 'size' | 'disabled' | 'loading' | 'outline' | 'href' | 'target' | 'caret' | 'pill'
      >
      'sl-button-group': El<SlButtonGroup, 'label'>
      'sl-icon': El<SlIcon, 'name' | 'label' | 'library' | 'src'>
      'sl-spinner': El<SlSpinner, never>
      'sl-input': El<
        SlInput,
        | 'label'
        | 'name'
        | 'type'
        | 'value'
        | 'maxlength'
        | 'autocomplete'
        | 'passwordToggle'
        | 'placeholder'
        | 'inputmode'
        | 'required'
        | 'disabled'
        | 'size'
        | 'clearable'
        | 'helpText'
      >
      'sl-checkbox': El<SlCheckbox, 'checked' | 'disabled' | 'name' | 'value' | 'size'>
      'sl-dialog': El<SlDialog, 'label' | 'open' | 'noHeader'>
      'sl-progress-bar': El<SlProgressBar, 'value' | 'indeterminate' | 'label'>
      'sl-avatar': El<SlAvatar, 'image' | 'label' | 'initials' | 'loading' | 'shape'>
      'sl-dropdown': El<SlDropdown, 'open' | 'placement' | 'distance' | 'hoist'>
      'sl-menu': El<SlMenu, never>
      'sl-menu-item': El<SlMenuItem, 'value' | 'type' | 'checked' | 'disabled'>
      'sl-drawer': El<SlDrawer, 'label' | 'open' | 'placement' | 'noHeader'>
      'sl-switch': El<SlSwitch, 'checked' | 'disabled' | 'name' | 'size'>
      'sl-radio-group': El<SlRadioGroup, 'label' | 'name' | 'value' | 'size'>
      'sl-radio-button': El<SlRadioButton, 'value' | 'disabled' | 'size'>
      'sl-radio': El<SlRadio, 'value' | 'disabled' | 'size'>
      'sl-divider': El<SlDivider, 'vertical'>
      'sl-icon-button': El<SlIconButton, 'name' | 'label' | 'disabled' | 'library' | 'src'>
    }
  }
}

/**
 * Our own viewer elements used inside other screens (the AI quote cards). Attributes are strings;
 * React 19 wires `onhighlight-click` to the `highlight-click` event.
 */
type ViewerEl = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement>

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'model-preview': ViewerEl & {
        src?: string
        format?: string
        units?: string
        loading?: string
        'camera-controls'?: string
        'auto-rotate'?: string
        edges?: string
        features?: string
        'selected-feature'?: string
        'show-dimensions'?: string
        'onfeature-click'?: (e: CustomEvent<QuoteEventMap['feature-click']>) => void
      }
      'drawing-preview': ViewerEl & {
        src?: string
        format?: string
        page?: string
        highlights?: string
        focus?: string
        'onhighlight-click'?: (e: CustomEvent) => void
      }
    }
  }
}
