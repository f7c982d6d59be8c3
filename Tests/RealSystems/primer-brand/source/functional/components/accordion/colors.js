module.exports = {
  Accordion: {
    toggle: {
      color: {
        start: {
          value: 'var(--brand-color-accent-primary)',
          dark: 'var(--brand-color-accent-primary)',
        },
        end: {
          value: 'var(--brand-color-accent-primary)',
          dark: 'var(--brand-color-accent-primary)',
        },
      },
    },
    border: {
      color: {
        default: {
          value: 'var(--brand-color-border-default)',
          dark: 'var(--base-color-scale-gray-5)',
        },
        emphasis: {
          value: 'var(--base-color-scale-black-0)',
          dark: 'var(--base-color-scale-white-0)',
        },
      },
    },
  },
}
