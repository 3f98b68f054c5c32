"""Project tools that need the real QML scene (``python -m pebblepour.tools``)."""
