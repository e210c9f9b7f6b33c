/**
 * How the app's forms report problems: checked when submitted, shown as found until the next attempt, and
 * focus left where the user put it (the red box is announced to screen readers).
 */
export const CHECK_ON_SUBMIT = { reValidateMode: 'onSubmit', shouldFocusError: false } as const;
