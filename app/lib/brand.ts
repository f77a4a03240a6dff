export const APP_NAME = "DealFinder AI";
