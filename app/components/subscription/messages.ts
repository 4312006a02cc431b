/** Shown when the server or the payment provider fails without saying why. */
export const UNKNOWN_ERROR = "An unknown error occurred";

export const UPDATE_SUCCESS = "Success - Your subscription has been updated successfully.";
